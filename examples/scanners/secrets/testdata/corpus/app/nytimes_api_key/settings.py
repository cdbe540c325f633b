import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NYTIMES_API_KEY = "oFxsBapGY8OvdX7maDEkR==jOe2DiK1C"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
