import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALGOLIA_ADMIN_KEY = "2f86f291fe2499736165bc5b8f6d7973"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
