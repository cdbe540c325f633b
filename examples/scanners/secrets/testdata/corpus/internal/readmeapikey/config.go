package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"readme_api_key": "rdme_q2dx00czka5jexy23e32jhc12kgihely2w8olo6xj2d1fslda6zbt0b5kklbjjj39zlied",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
