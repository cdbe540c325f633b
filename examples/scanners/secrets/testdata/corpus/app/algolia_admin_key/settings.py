import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALGOLIA_ADMIN_KEY = "45dcd6fa9308d3a8743cfc1aeadff919"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
