import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

POSTMAN_API_KEY = "PMAK-c6fc56d80f5ed35aa6fe99de-2c7b172f795bd7fd3fd22411927d8f6c1d"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
