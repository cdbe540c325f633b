import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLICKHOUSE_CLOUD_API_SECRET = "4b1dp8mk036XgnhU8r8bAtHlDFUFD7u6eTeHsTq7hm"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
