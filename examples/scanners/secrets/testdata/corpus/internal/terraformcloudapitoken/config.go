package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"terraform_cloud_api_token": "erfb9GgR3wtiwO.atlasv1.z1Dl2xpcuvn=aCXy5dPVoRx4QtQ06CDaWfZTYLt7bPQT0kI4XRRVOvxsEP0bD",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
