import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENTRY_ORG_TOKEN = "sntrys_eyJ++cz+r0NrRe_w12KL3P-Zm=bN_902eomQFMVunLBvDYayCo5v2W6PX=KonlCr_Qfk8/wqPW1+fFYR2WDKvLQ-+2tJl0wbqEfKQhQjPDHbmsowL4dPjozEcbWoj5Nr+cjSi+JZPaXNe939+B0kmB1RZ_vYGBIWkjk8BpVopDt0KCF0oJqIOLFeUTmD-MF4113=NIKAs+Jqb4dXeu/DiVurcmRThUn213x0NdNigQ0czjLh956otUsg+vep8f1wr6vadle=K7f=q/cx2yXFVxNOUJ11B=wN9XVnal4zELk-5++BvtbmqB18/CtF4BIsnJOfDUPvjYGk+6I/NozCeRIZBk=jFVEVitnPdy9qDYyVl24o=/NVSDWnc+HGUAGqE8_n2V4JQk_eqBKnOhRDWz+QN8ob0bGcfrDc8l6fjhe0xSV=a3vuCLCv7Mzr/G6xsyr="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
