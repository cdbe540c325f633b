package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"vault_service_token": "hvs.s_853gPw01rUBXbaIRKJDpHhiX8t9CQdduy-wps4eWLByYZ3KX3hLYPSZWNdzOUeLRcYlvk7MS1hqbRjhblesjhTIY04xKa6KQS",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
