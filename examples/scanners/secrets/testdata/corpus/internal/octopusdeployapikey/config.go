package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"octopus_deploy_api_key": "API-P2Q5D5IV6V6N1IK5WYDR5NNDLN",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
