package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cloudinary_url": "cloudinary://175203505329534:mDxRrnKItBhuOXDYTBSgRwsi3pm@m",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
