import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BRAINTREE_ACCESS_TOKEN = "access_token$production$j3w9i5uwu32jb7kt$aa704c01821436af361ff3bd5151b763"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
