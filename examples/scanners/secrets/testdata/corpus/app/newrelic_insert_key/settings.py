import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NEWRELIC_INSERT_KEY = "NRII-HL-NO8EqmkwzAaHwg6hh8iGkwmyHLA9I"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
