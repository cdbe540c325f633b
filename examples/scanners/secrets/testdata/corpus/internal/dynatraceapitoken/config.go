package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"dynatrace_api_token": "dt0c01.NEIKLKLHOW8RORC69BAA895C.YVNVAW28RL9DOH02MMTAO5CI3TCOXFAQ4E41CO4MH0ZOSGAJ3OSM36JHC124664J",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
