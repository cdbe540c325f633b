import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_IDENTITY_TOKEN = "1mL3ZWke6LI7nwtiuW88D2ptSGfSrSgFVqS6wjMDs8Ija0Hjy7GV0ZKGChZ1Qrvf"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
