import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SETTLEMINT_TOKEN = "sm_aat_vH8y0gDu6u5priov"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
