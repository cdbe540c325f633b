import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUMOLOGIC_ACCESS_KEY = "PyQ2OWs5BTi7giOJh5xCW8wywHSPxOLksGu33AhM7IMxahuR0wTYE3cf3k7SU1av"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
