package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"yandex_iam_token": "t1.9aefMNjm2Ywdy9_b3Wh1QygEdU.5xq9SIcS7RhVTo3hZOle_8oDhY4O9o5UVXqziphpGTeY9VDrZpC5G6T6mpjXQBpuSWRfDX-vb_pVF1KUqDRbw3=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
