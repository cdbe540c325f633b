import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CIRCLECI_PAT = "CCIPAT_eabN0vIXvVawXDkBwfIXPE_6017e93c64361b749f361437ab96339e17897739"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
