package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"easypost_test_api_key": "EZTKMzZH9YOww55P53YUL23ZRVUPaw4tEhagAvX4N2QmaNIAzJn1J9ZYbK",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
