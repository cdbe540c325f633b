package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"harness_api_key": "sat.sEXm1PTyhccFAegEizpbuS.45YAffmMoydEZmTAXIaQsVfK.nJ3XmWTk0jBtFvgpi2UK",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
