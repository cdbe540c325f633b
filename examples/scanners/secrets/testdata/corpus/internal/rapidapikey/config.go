package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"rapidapi_key": "G1XGIkYBN-06lHyBY_YjPwTn3I8gPuvFmhu_K7_QvTPFaz5RAl",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
