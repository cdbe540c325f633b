package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"octopus_deploy_api_key": "API-VWLXFBXLGWHQ3FBZ3XR3UPP224",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
