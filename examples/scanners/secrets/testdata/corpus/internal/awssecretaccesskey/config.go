package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"aws_secret_key": "DXhXocnFpxin41n7L2xLBuuchOTpQNx4+JxrczTp",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
