package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                          "https://api.acme.dev/v2",
	"onepassword_service_account_token": "ops_eyJD1jZnRz+/zOsjvzHnv7gXwpY73O6Dx+g0zuDFVXSkI3Jfij9mQq07kTrYwV95pt2di2/54FjnLvlsUeyGOI9Te9Q8s184Y3yJWJE1s0px1MOHleb5oS3ocQSc+TBWYvVQNJhIko8JIlQsnqJ6dPBgDzuDUW0O4Yh6ToaE6gMKuo4rOW4h1CurvWtK/dttgUyODP//6kpqLcXeRVcBujLkPVLL+i6HAuvGYuxbNQ7P88bcD/KEML/toFkHe4n3qqYTKTbceRN2rUagzQ6M6hE2QJQ+9oueoJuy8wT3EuMIKiPF/2XrEvN9b1uglmB5w589Hyb5J7FlNov0m+j0rlCkr+Z/uHsGtbuV3N4zlUBCKd4EMycSXCrvyLXjbLHvCFdIZvDxtq99pk+1oAXHWbtdBGUfawy0Q0WtDgBp+wxYAc56wMVQmE+CUguaoSWCeWJdYm6nWhlgcfJFExyOwETUlZlH8jftXu8vMqivWF6iFzc3oxQmRqiXk3fQkgF/OHtWgnbvpapo9nN1G/Z58CmhPdHqGWsbxcyI8MWSzEwwukEi21h3GtVwEeQGVrIp61fn4iN5I5fHYyy/6C9Zx6nd4ieCI97TJCnFTURbiUmm4yjOBNKgj22soSt9r6hyl5WKCw54HHhOulWBZwPvL2fETbuyftZbEI6lCS0I/GXvO2Ag4YL6euXIlSyKHUJB8lQggyakjS/3Ly0FMumYNpTEB4VtFpLH7C==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
