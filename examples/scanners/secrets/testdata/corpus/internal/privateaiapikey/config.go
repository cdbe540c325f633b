package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"privateai_api_key": "12qzgetuofk0gri5rt07eheomxyjcm23",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
