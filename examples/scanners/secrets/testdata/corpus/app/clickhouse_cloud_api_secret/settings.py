import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLICKHOUSE_CLOUD_API_SECRET = "4b1dvEVltNuHQE4TIwGC4Her1xqiVgW3T3sfR7vKMM"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
