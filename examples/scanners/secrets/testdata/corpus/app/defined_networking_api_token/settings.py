import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DEFINED_NETWORKING_API_TOKEN = "dnkey-acpktxaehw0851qt8wgqabvy7s-iemjcjkiizt80pybnv7djucr5n75p366ioqizeldnliunrd68rf6"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
