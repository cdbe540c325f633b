package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"rapidapi_key": "40FZgYi-STfgVUR31OBMC2QBSwjP8cmvSVxa4tOk-A4e5Xiebh",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
