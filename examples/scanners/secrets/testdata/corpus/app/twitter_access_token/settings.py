import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_ACCESS_TOKEN = "862226007703870379-DkaKp2CB40cvG1JhPWzRrIrSLF0kR1ewbd8w"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
