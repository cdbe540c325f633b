import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLICKHOUSE_CLOUD_API_SECRET = "4b1ddYtHn6XuxhA9PZzsQMj5KTacLvvDcnv7hSOAAH"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
