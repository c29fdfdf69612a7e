import { describeIdentityContract } from "./identityContract";
import { FakeIdentityService } from "./FakeIdentityService";

describeIdentityContract("in-memory fake", () => ({ identity: new FakeIdentityService() }));
