package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"rapidapi_key": "tw8_LaJ8HjCd5RhD3Gk3DHz4MWvFRGp1eLMJ_gGfiMcYUTFmSp",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
