package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"google_oauth_access_token": "ya29.-76YxokeYk0MfyUMYe3aTTB8sdpoVKYxqIFUOVEKUhtnCEj-uvCyzlULE_dwgortUeyzOs_4xsWITdRPo2-RL15iMCIthBbKjDC4HfAyeA7xx0AayqhjBUMQeWcKvDRDLYPeqt5QKKhubmWea31qa0BI3HHjVUiCmm0v6m4ovrC-_S-r0auZjLbH9RE2DZzXjeiTt6wnDFHin1jSplCHaMAp48OwnQzJen7u8dMR3NfPvUQOv7iuh",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
