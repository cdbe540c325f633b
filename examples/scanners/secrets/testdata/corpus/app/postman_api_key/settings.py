import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

POSTMAN_API_KEY = "PMAK-84eebf1ff84eae99451fc71e-c6900a5c6c58da9d2427acf0affd88aee8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
