import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

XAI_API_KEY = "xai-9wNqrR2pvMmDu7lmgQHSJv2kFGj9WcYhv6Q3gmDABUlCNA4VI0rba9YiKkblM2evpbh0Mi2D1RR0zSOC"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
