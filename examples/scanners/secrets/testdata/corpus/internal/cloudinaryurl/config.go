package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"cloudinary_url": "cloudinary://347222310648462:1BkWlQgEoYalbpVXo-_IgKxZ7mS@qs_uva",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
