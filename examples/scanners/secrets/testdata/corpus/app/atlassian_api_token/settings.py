import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ATLASSIAN_API_TOKEN = "ATATT3soWjLXp-ykQgapIKfm4z03IJEYjsNM6ZtDZaDfaa3TaAeayn0SCz8Kh5xVLhhgmBUfYfLuvfCDES0RODo5GO0PwTPOj8lRNjXGtO=K6plI1-bWoxrJaZb2r4EmfAPqQj5vTeRKGI-nzwHYU109REXJ4zIXBo7t1IZBagqkzikjcbr8v1SbYkte8JwJ"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
