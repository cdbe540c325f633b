package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"contentful_delivery_token": "XXohmGKixnuyFf=0od9taxWm5BGO83FF1aHx06IlpRn",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
