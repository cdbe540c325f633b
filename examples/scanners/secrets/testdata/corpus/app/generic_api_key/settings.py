import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AUTHTOKEN = "0RrbepqfwIas69sKy0TvRA5hDBMq9GbS"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
