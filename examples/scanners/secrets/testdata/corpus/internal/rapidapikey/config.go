package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"rapidapi_key": "QcFh1MdD_7fxpx40FZgYi-STfgVUR31OBMC2QBSwjP8cmvSVxa",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
