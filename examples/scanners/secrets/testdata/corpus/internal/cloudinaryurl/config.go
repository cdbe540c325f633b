package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cloudinary_url": "cloudinary://336580703203204:yETWS7SGgsnvZ9RzVUhS6v5W9nu@nq19q",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
