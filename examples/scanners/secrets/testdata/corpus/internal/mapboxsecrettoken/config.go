package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"mapbox_secret_token": "sk.eyJcwbZzPLlXek9snJku71Mi8PUuBNX1VC6WP0L-jiPWGuG66LOJspCvBGa4QEdi0F-.aT13bOUsGeoYcFSJM5Ql-2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
