package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"rapidapi_key": "0X5uuFNV2AGnRYRj39tGxJe580N5y1OQcFh1MdD_7fxpx40FZg",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
