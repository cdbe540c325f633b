import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAILGUNKEY = "d92a47a3f93595ef63d4c87d66fa8a8d-348f3d92-3221a0d8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
