import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALGOLIA_ADMIN_KEY = "af635f37403ace2edc8b7e70dc6c6137"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
