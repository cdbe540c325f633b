package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"atlassian_api_token": "ATATT3EdvH6Bda34ofMLhr92rrsyIxuQLLMS1I6-=kGRRKpwZOs4=GPVDggA2w9EZUNDjsOV-22eiBnnBICneqTaUPYAqoWFnB3molE0VCVPp0MNXOfEueEcD5vSMoW7IOIuhu=SXHkgN7dE2lBDAlHzVrgP1ZpVhrgEFWjs42IvISCzaVBmwzKnG6EuL_06",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
