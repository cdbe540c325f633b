import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BITBUCKET_CLIENT_SECRET = "MTRtxUV2aKmsMqP7=tSsIQKcTeaqY4XlLbjLQw8-FwALit1vNzBgrOgV8VksghRZ"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
