import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SONARQUBE_ASSIGNED_TOKEN = "SONARLOGINjx  gJdgGRrCoUpb       =>     luhEzvcTirvS6bB1c554JQRo2i8nU3pH_-cgQUqh"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
