package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"aws_secret_key": "/HEVNoZlrsGOErxufJn24qOhg80w7la7fUI6cEjd",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
