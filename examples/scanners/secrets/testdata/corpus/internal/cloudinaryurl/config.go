package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cloudinary_url": "cloudinary://235777919339351:Y59JE2zPd8pOjVcJf6ApIvk6Iob@4ve5c_",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
