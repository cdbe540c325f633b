import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DATADOG_API_KEY = "beaa742fe760508a624b5075d11e5e83"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
