package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"dynatrace_api_token": "dt0c01.SVz8cGFNEuoI3cegaGsvNTbk.nwizvvLSj7807gFcIRH7jDW97V7D5AOgrrqpQbximx7Rh8wz60tBXiBrTrHbsakI",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
